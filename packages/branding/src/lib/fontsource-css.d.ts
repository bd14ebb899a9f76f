// The font loader imports @fontsource stylesheets lazily for the browser (Vite bundles them). A
// package that only follows this file's imports (the brand checker in the operator API, the test
// stack) never loads them: this lets TypeScript follow the import there too, wherever it is compiled.
declare module '@fontsource/*.css';
