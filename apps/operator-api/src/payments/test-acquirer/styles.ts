/**
 * The hosted page's stylesheet, served as a file of its own (`styles.css`) so the page's CSP can
 * forbid inline styles and scripts altogether.
 */
export const STYLES = `
*, *::before, *::after { box-sizing: border-box; }
body { margin: 0; min-height: 100vh; font: 16px/1.5 system-ui, -apple-system, 'Segoe UI', Roboto, Arial, sans-serif;
  color: #1f1f1f; background: #f0f2f5; display: flex; justify-content: center; align-items: flex-start; padding: 24px 12px; }
main { width: 100%; max-width: 420px; background: #fff; border-radius: 12px; padding: 24px;
  box-shadow: 0 2px 12px rgba(0, 0, 0, 0.08); }
.badge { display: inline-block; margin: 0 0 12px; padding: 2px 8px; border-radius: 4px; font-size: 13px;
  background: #fff7e6; color: #874d00; border: 1px solid #ffd591; }
h1 { margin: 0 0 16px; font-size: 22px; line-height: 1.3; }
.summary { margin: 0 0 20px; display: grid; grid-template-columns: auto 1fr; gap: 4px 12px; }
.summary dt { color: #595959; }
.summary dd { margin: 0; overflow-wrap: anywhere; }
.amount { font-size: 20px; font-weight: 600; }
.field { margin-bottom: 16px; }
.row { display: grid; grid-template-columns: 1fr 1fr; gap: 12px; }
label { display: block; margin-bottom: 4px; font-weight: 500; }
input { width: 100%; padding: 10px 12px; font: inherit; border: 1px solid #d9d9d9; border-radius: 8px; }
input:focus { outline: 2px solid #1677ff; outline-offset: 1px; border-color: #1677ff; }
input[aria-invalid='true'] { border-color: #cf1322; }
.error { margin: 4px 0 0; color: #cf1322; font-size: 14px; }
.alert { margin: 0 0 16px; padding: 10px 12px; border-radius: 8px; background: #fff1f0; border: 1px solid #ffa39e; color: #a8071a; }
.note { margin: 0 0 16px; color: #434343; }
.actions { display: flex; flex-direction: column; gap: 8px; margin-top: 8px; }
button, .link-button { display: block; width: 100%; padding: 12px; font: inherit; font-weight: 500; text-align: center;
  border-radius: 8px; border: 1px solid #1677ff; cursor: pointer; text-decoration: none; }
button.primary { background: #1677ff; color: #fff; }
button.secondary, .link-button { background: #fff; color: #0958d9; }
button:focus-visible, .link-button:focus-visible { outline: 2px solid #0958d9; outline-offset: 2px; }
details { margin-top: 20px; color: #434343; font-size: 14px; }
details ul { padding-left: 20px; }
code { font-family: ui-monospace, Menlo, Consolas, monospace; }
`;
