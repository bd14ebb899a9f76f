import type { Language } from './parse-settings.ts';

export interface ListenTarget {
  host: string;
  port: number;
  /** The variables that chose them, named in the message. */
  hostSetting: string;
  portSetting: string;
}

/**
 * A listen that failed because of where it was asked to listen (the port taken or forbidden, an
 * address this machine does not have), said in one line naming the setting to change; undefined
 * for any other error.
 */
export function listenProblem(error: unknown, target: ListenTarget, language: Language = 'en'): string | undefined {
  const code = (error as NodeJS.ErrnoException | undefined)?.code;
  const where = `${target.host}:${target.port}`;
  const ru = language === 'ru';
  switch (code) {
    case 'EADDRINUSE':
      return ru
        ? `${target.portSetting}: порт ${target.port} на ${target.host} уже занят другим процессом — остановите его или задайте другой порт`
        : `${target.portSetting}: port ${target.port} on ${target.host} is already in use by another process; stop it or choose another port`;
    case 'EACCES':
      return ru
        ? `${target.portSetting}: нет прав слушать ${where} (порты ниже 1024 — только для root) — задайте порт от 1024`
        : `${target.portSetting}: not allowed to listen on ${where} (ports below 1024 need root); choose a port from 1024`;
    case 'EADDRNOTAVAIL':
    case 'ENOTFOUND':
      return ru
        ? `${target.hostSetting}: у этой машины нет адреса ${target.host}`
        : `${target.hostSetting}: this machine has no address ${target.host}`;
    default:
      return undefined;
  }
}
