/** A currency as the SKU editors offer it (its code is the value a SKU stores). */
export interface Currency {
  currencyCode: string;
  currencyName: string;
}
