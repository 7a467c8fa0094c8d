import { id, listOf, optional, parseRecord, text } from '../resources/recordCodec';
import type { Carrier, CategoryNode, Currency, MeasurementUnit, ShipArea, ShipCountry } from './reference.types';

/**
 * Reference lists at the API boundary (src/resources/recordCodec.ts, decision 100): a backend
 * that names these fields otherwise is mapped in src/deployment.ts under the resource names used
 * below. A row without an id or a name is left out (and reported), so a select never offers a
 * blank or "undefined" option whose value is null.
 */
export function parseCurrency(raw: unknown): Currency | null {
  const row = parseRecord('currency', raw, { id: id(), currencyCode: text(), currencyName: text(), symbol: optional(text()) });
  if (!row || row.id === undefined || !row.currencyCode) return null;
  return { id: row.id, currencyCode: row.currencyCode, currencyName: row.currencyName || row.currencyCode, symbol: row.symbol || undefined };
}

export function parseCarrier(raw: unknown): Carrier | null {
  const row = parseRecord('carrier', raw, { id: id(), carrierName: text(), carrierCode: optional(text()), website: optional(text()) });
  if (!row || row.id === undefined || !row.carrierName) return null;
  return { id: row.id, carrierName: row.carrierName, carrierCode: row.carrierCode || undefined, website: row.website || undefined };
}

export function parseCountry(raw: unknown): ShipCountry | null {
  const row = parseRecord('shipCountry', raw, { id: id(), countryName: text(), countryCode: optional(text()), nameEn: optional(text()) });
  if (!row || row.id === undefined || !row.countryName) return null;
  return { id: row.id, countryName: row.countryName, countryCode: row.countryCode || undefined, nameEn: row.nameEn || undefined };
}

export function parseArea(raw: unknown): ShipArea | null {
  const row = parseRecord('shipArea', raw, { id: id(), countryId: id(), areaName: text(), areaCode: optional(text()) });
  if (!row || row.id === undefined || row.countryId === undefined || !row.areaName) return null;
  return { id: row.id, countryId: row.countryId, areaName: row.areaName, areaCode: row.areaCode || undefined };
}

export function parseCategory(raw: unknown): CategoryNode | null {
  const row = parseRecord('goodsCategory', raw, { id: id(), parentId: optional(id()), categoryName: text(), children: optional(listOf(parseCategory)) });
  if (!row || row.id === undefined || !row.categoryName) return null;
  return { id: row.id, parentId: row.parentId, categoryName: row.categoryName, children: row.children };
}

export function parseUnit(raw: unknown): MeasurementUnit | null {
  const row = parseRecord('measurementUnit', raw, { id: id(), unitName: text(), unitCode: optional(text()) });
  if (!row || row.id === undefined || !row.unitName) return null;
  return { id: row.id, unitName: row.unitName, unitCode: row.unitCode || undefined };
}
