/** A console page the signed-in role may not see (the API refuses it too). */
export function NoPermission({ title }: { title: string }) {
  return (
    <div className="mx-auto max-w-2xl rounded-xl bg-white p-8 text-center shadow-sm ring-1 ring-slate-200">
      <h1 className="text-xl font-semibold text-slate-900">{title}</h1>
      <p className="mt-2 text-slate-600">You don&apos;t have permission to view this page.</p>
    </div>
  );
}
