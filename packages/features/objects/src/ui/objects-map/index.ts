export { ObjectsMap, type ObjectsMapProps } from './objects-map';
