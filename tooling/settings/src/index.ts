export { envSchema, setting, type Setting, type SettingDoc, type Settings, type SettingsShape } from './setting.ts';
export { parseSettings, requiredProblems, SettingsError, type Language } from './parse-settings.ts';
export { listenProblem, type ListenTarget } from './listen-problem.ts';
export { settingsTable } from './settings-table.ts';
export { BEGIN, END, readSection, replaceSection, sectionText, writeSettingsSection } from './readme-section.ts';
