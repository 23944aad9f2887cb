/**
 * How an amount reads everywhere (list, dashboard, event details): "$1,000.00". One currency for
 * the whole product for now (docs/decisions/012-dashboard-currency.md).
 */
const dollars = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD" });

export function formatMoney(amount: string | number | null | undefined): string {
  const value = Number(amount ?? 0);
  return dollars.format(Number.isFinite(value) ? value : 0);
}
