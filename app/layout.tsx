import type { Metadata } from "next";

import { Toaster } from "@/components/ui/toaster";

import { mono, sans } from "./fonts";

import "./globals.css";

export const metadata: Metadata = {
  title: { default: "HallBook", template: "%s · HallBook" },
  description: "Bookings, calendars and a public site for event and banquet venues.",
};

export default function RootLayout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="en" className={`${sans.variable} ${mono.variable}`}>
      <body className="min-h-screen font-sans">
        {children}
        <Toaster />
      </body>
    </html>
  );
}
