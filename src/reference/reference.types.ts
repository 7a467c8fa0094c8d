/** Reference records as the marketplace sends them (see src/mock/handlers/reference.ts). */
export interface Currency {
  id: number | string;
  currencyCode: string;
  currencyName: string;
  symbol?: string;
}

export interface Carrier {
  id: number | string;
  carrierName: string;
  carrierCode?: string;
  website?: string;
}

export interface ShipCountry {
  id: number | string;
  countryName: string;
  countryCode?: string;
  nameEn?: string;
}

export interface ShipArea {
  id: number | string;
  countryId: number | string;
  areaName: string;
  areaCode?: string;
}

export interface CategoryNode {
  id: number | string;
  parentId?: number | string;
  categoryName: string;
  children?: CategoryNode[];
}

export interface MeasurementUnit {
  id: number | string;
  unitName: string;
  unitCode?: string;
}
