"use client";

import { NavDrawer } from "@/components/shell/nav-drawer";

import { ConsoleNav } from "./nav";

/** The console's menu below the md breakpoint (the sidebar takes over from md up). */
export function MobileDrawer({ tenantName }: { tenantName: string }) {
  return <NavDrawer title={tenantName} nav={(close) => <ConsoleNav onNavigate={close} />} />;
}
