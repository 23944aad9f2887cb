/** The card the sign-in pages share: sign in, forgot password, choose a new password. */
export function AuthCard({
  title,
  subtitle,
  children,
}: {
  title: string;
  subtitle: string;
  children: React.ReactNode;
}) {
  return (
    <div className="mx-auto w-full max-w-md px-4 py-16 sm:py-24">
      <div className="rounded-2xl bg-white p-8 shadow-xl ring-1 ring-slate-900/5">
        <h1 className="text-2xl font-bold tracking-tight text-slate-900">{title}</h1>
        <p className="mt-1 mb-8 text-sm text-slate-600">{subtitle}</p>
        {children}
      </div>
    </div>
  );
}
