/** kB as Vite prints them (1 kB = 1000 bytes). */
export const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;

export const ms = (value: number) => `${Math.round(value)} ms`;

export const seconds = (valueMs: number) => `${(valueMs / 1000).toFixed(2)} s`;
