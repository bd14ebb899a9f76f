export declare const SECURITY_HEADER_CHECKS: number;
export declare function securityHeaderProblems(headers: Record<string, unknown>): string[];
