/** What a resident reads when an upload is refused for its body or its volume (spec §8 bodies). */
export const UPLOAD_MESSAGES = {
  /** Truncated, malformed or wrongly delimited multipart data: the client can only send again. */
  malformed: 'Файлы не удалось получить полностью. Отправьте их ещё раз',
  /** The resident's stored documents would pass the total quota. */
  quotaExceeded: (megabytes: number) =>
    `Превышен общий объём ваших файлов (${megabytes} МБ). Удалите лишнее или обратитесь в поддержку`,
} as const;
