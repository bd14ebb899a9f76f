export { ContainerPicture, type ContainerPictureProps } from './container-picture';
