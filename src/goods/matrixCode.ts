/**
 * The SKU grid's value code (matrixValue.ts) once it has loaded: the goodsSkus widget's check and
 * send read it here, so the widget's registration does not carry the grid's rules onto every list
 * page (docs/decisions/340-messages-load-with-their-screen.md). matrixValue.ts hands itself over
 * when it runs; a value of the grid exists only after that.
 */
export interface MatrixCode {
  skuProblems(value: unknown, values?: Readonly<Record<string, unknown>>): number;
  skusToSend(value: unknown): unknown;
}

let code: MatrixCode | undefined;

export function provideMatrixCode(loaded: MatrixCode): void {
  code = loaded;
}

export function matrixCode(): MatrixCode | undefined {
  return code;
}
