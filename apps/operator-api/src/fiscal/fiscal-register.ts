/** The operation of a fiscal document (54-ФЗ, тег 1054 «признак расчёта»). */
export type FiscalOperation = 'income' | 'income-return';

/** What the portal asks an online cash register to fiscalise. */
export interface FiscalDocumentRequest {
  /**
   * Ours, one per receipt row: a register asked again with the same id answers the document it
   * made before (cloud registers' external_id), so a retry after a crash never fiscalises twice.
   */
  externalId: string;
  operation: FiscalOperation;
  seller: { name: string; inn: string };
  /** One item (a payment pays one thing): named as the service really is. */
  item: string;
  /** Kopecks, > 0. */
  amount: number;
  /** Where the register's own copy goes (тег 1008): an email or a phone. */
  buyerContact: string;
}

/** The register's answer: what makes the receipt checkable by the ФНС. */
export interface FiscalRegistration {
  /** Регистрационный номер ККТ, 16 digits. */
  registerNumber: string;
  /** Заводской номер фискального накопителя, 16 digits. */
  fiscalStorage: string;
  /** Порядковый номер фискального документа. */
  documentNumber: number;
  /** Фискальный признак документа, up to 10 digits. */
  fiscalSign: string;
  /** Unix ms: the document's date and time. */
  fiscalisedAt: number;
}

/**
 * An online cash register (АТОЛ Онлайн, OrangeData, a bank's cloud register…), as the acquirer is
 * behind payments/acquirer.ts. The built-in test register (test-fiscal-register.ts) is one; a real
 * one is a module with the same method, chosen in register-fiscal.ts.
 */
export interface FiscalRegister {
  /**
   * Fiscalises the document, or answers the one already made for its externalId. Throws
   * FiscalRegisterUnavailableError when the register cannot be reached or refuses for now; the
   * receipt stays pending and is asked again later.
   */
  register(document: FiscalDocumentRequest): Promise<FiscalRegistration>;
}

export class FiscalRegisterUnavailableError extends Error {
  constructor(message = 'fiscal register unavailable', options?: ErrorOptions) {
    super(message, options);
    this.name = 'FiscalRegisterUnavailableError';
  }
}
