import { http } from '../dataProvider/http';
import { toPageRequest, type PageResponse } from '../dataProvider/paging';
import { cached } from '../reference/reference.api';

/**
 * Choices for the goods editor that other screens own: goods templates, pickup points and
 * freight rules. The calls are the spec's (declared by their schemas); loaded once per session.
 */
export interface Option {
  id: number | string;
  name: string;
  depth?: number;
}

type Named = { id: number | string; name?: string; templateName?: string; title?: string; ruleName?: string; pointName?: string; children?: Named[] };

const labelOf = (row: Named) => row.name ?? row.templateName ?? row.ruleName ?? row.pointName ?? row.title ?? `#${row.id}`;
const OPTION_PAGE = toPageRequest(1, 200);

export const goodsOptionKeys = { templates: 'goods:templates', pickupPoints: 'goods:pickupPoints', freightRules: 'goods:freightRules' } as const;

export const loadTemplates = (): Promise<Option[]> =>
  cached(goodsOptionKeys.templates, async () => {
    const page = await http.get<PageResponse<Named>>('/backend/goodsTemplate/page', { params: { ...OPTION_PAGE }, notify: false });
    return (page?.records ?? []).map((row) => ({ id: row.id, name: labelOf(row) }));
  });

export const loadFreightRules = (): Promise<Option[]> =>
  cached(goodsOptionKeys.freightRules, async () => {
    const page = await http.get<PageResponse<Named & { status?: number }>>('/backend/shippingFreightRuleOverseas/page', { params: { ...OPTION_PAGE }, notify: false });
    return (page?.records ?? []).map((row) => ({ id: row.id, name: labelOf(row) }));
  });

function flatten(nodes: readonly Named[], depth = 0): Option[] {
  return nodes.flatMap((node) => [{ id: node.id, name: labelOf(node), depth }, ...flatten(node.children ?? [], depth + 1)]);
}

export const loadPickupPoints = (): Promise<Option[]> =>
  cached(goodsOptionKeys.pickupPoints, async () => flatten((await http.get<Named[]>('/backend/deliverySelfPickupPoint/tree', { notify: false })) ?? []));
