export { AppProvider, type AppProviderProps } from './app-provider.tsx';
