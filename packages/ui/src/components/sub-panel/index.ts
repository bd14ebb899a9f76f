export {
  SUB_PANEL_TEXTS,
  SubPanel,
  SubPanelProvider,
  SubPanelRegion,
  useSubPanel,
  type SubPanelProviderProps,
  type SubPanelRegionProps,
} from './sub-panel.tsx';
