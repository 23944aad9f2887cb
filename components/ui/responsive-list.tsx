import { HeaderRow, TableCard } from "@/components/ui/table";

/**
 * Items as a table from tablet width up, and as cards on a phone: each card shows `card(item)`
 * with the item's actions under it; each row shows `cells(item)` then the actions.
 */
export function ResponsiveList<T extends { id: number }>({
  label,
  items,
  columns,
  card,
  cells,
  actions,
}: {
  label: string;
  items: T[];
  columns: string[];
  card: (item: T) => React.ReactNode;
  cells: (item: T) => React.ReactNode;
  actions: (item: T) => React.ReactNode;
}) {
  return (
    <>
      <ul className="space-y-3 md:hidden" aria-label={label}>
        {items.map((item) => (
          <li key={item.id} className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200">
            <div className="flex items-start justify-between gap-3">{card(item)}</div>
            <div className="mt-3 border-t border-slate-100 pt-3">{actions(item)}</div>
          </li>
        ))}
      </ul>
      <div className="hidden md:block">
        <TableCard>
          <HeaderRow columns={[...columns, { label: "Actions", className: "text-right" }]} />
          <tbody className="divide-y divide-slate-100">
            {items.map((item) => (
              <tr key={item.id} className="hover:bg-slate-50">
                {cells(item)}
                <td className="px-4 py-3">{actions(item)}</td>
              </tr>
            ))}
          </tbody>
        </TableCard>
      </div>
    </>
  );
}
