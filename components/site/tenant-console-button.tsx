"use client";

import { ArrowRight } from "lucide-react";
import dynamic from "next/dynamic";
import { useState } from "react";

import { Button } from "@/components/ui/button";

import type { ConsoleProps } from "./tenant-console-dialog";

const load = () => import("./tenant-console-dialog");
const TenantConsoleDialog = dynamic(load, { ssr: false });

/**
 * "Go to Your Tenant Console" on the company home (spec §2.1). The dialog's code (and the dialog
 * library's) is fetched when a pointer or the keyboard reaches the button, not with the page
 * (decision 037).
 */
export function TenantConsoleButton(props: ConsoleProps) {
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  return (
    <>
      <Button
        size="lg"
        onPointerEnter={() => void load()}
        onFocus={() => void load()}
        onClick={() => {
          setWanted(true);
          setOpen(true);
        }}
      >
        Go to Your Tenant Console <ArrowRight className="size-4" aria-hidden />
      </Button>
      {wanted ? <TenantConsoleDialog {...props} open={open} setOpen={setOpen} /> : null}
    </>
  );
}
