/** Tabs as a segmented control (Radix Tabs): the list, and each trigger, active one raised. */
export const tabListClass = "flex gap-1 rounded-lg bg-slate-100 p-1";
export const tabTriggerClass =
  "rounded-md px-3 py-1.5 text-sm font-medium text-slate-600 data-[state=active]:bg-white data-[state=active]:text-slate-900 data-[state=active]:shadow-sm";
