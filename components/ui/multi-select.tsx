"use client";

import { X } from "lucide-react";
import { useId, useRef, useState } from "react";

import { inputClass } from "./field";

export type Choice = { value: number; label: string };

export type MultiSelectTexts = {
  /** the search box's placeholder, and its name when the field's label is not enough */
  search: string;
  /** the name of the chips' list: 'Chosen tenants' */
  chosen: string;
  /** the name of the options' group: 'Tenants to choose from' */
  options: string;
  /** what the list says when nothing matches the search */
  noMatch: (query: string) => string;
  /** a chip's remove button: 'Remove Lakeside Hall (lakeside)' */
  remove: (label: string) => string;
};

const normal = (s: string) => s.normalize("NFKD").replace(/\p{M}/gu, "").toLowerCase();

/**
 * A searchable multi-select: a text box filters the choices, each a checkbox whose whole label
 * wraps, and the chosen ones show above as chips with a remove button. Keyboard: Tab into the
 * search, Down (or Enter) to the options, Up and Down between them, Space to tick; Tab moves on.
 * `id` and `describedBy` belong to the search box, so the field's label and hint name it.
 */
export function MultiSelect({
  id,
  describedBy,
  invalid,
  choices,
  value,
  onChange,
  texts,
}: {
  id: string;
  describedBy?: string;
  invalid?: boolean;
  choices: Choice[];
  value: number[];
  onChange: (value: number[]) => void;
  texts: MultiSelectTexts;
}) {
  const [query, setQuery] = useState("");
  const search = useRef<HTMLInputElement>(null);
  const list = useRef<HTMLDivElement>(null);
  const listId = useId();
  const chosen = new Set(value);
  const shown = choices.filter((c) => normal(c.label).includes(normal(query.trim())));
  const toggle = (v: number) =>
    onChange(chosen.has(v) ? value.filter((x) => x !== v) : [...value, v]);

  const boxes = () => [...(list.current?.querySelectorAll("input") ?? [])];
  function moveFrom(at: number, by: number) {
    const all = boxes();
    const next = at + by;
    if (next < 0) search.current?.focus();
    else all[Math.min(next, all.length - 1)]?.focus();
  }

  return (
    <div className="space-y-2">
      {value.length ? (
        <ul aria-label={texts.chosen} className="flex flex-wrap gap-1.5">
          {choices
            .filter((c) => chosen.has(c.value))
            .map((c) => (
              <li
                key={c.value}
                className="inline-flex max-w-full items-start gap-1 rounded-full bg-brand-50 py-0.5 pr-1 pl-2.5 text-xs font-medium text-brand-700 ring-1 ring-brand-200 ring-inset"
              >
                <span className="break-words">{c.label}</span>
                <button
                  type="button"
                  aria-label={texts.remove(c.label)}
                  onClick={() => {
                    toggle(c.value);
                    search.current?.focus();
                  }}
                  className="shrink-0 rounded-full p-0.5 hover:bg-brand-100 focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:outline-none"
                >
                  <X aria-hidden className="size-3" />
                </button>
              </li>
            ))}
        </ul>
      ) : null}
      <input
        ref={search}
        id={id}
        type="search"
        autoComplete="off"
        placeholder={texts.search}
        aria-describedby={describedBy}
        aria-invalid={invalid || undefined}
        aria-controls={listId}
        className={inputClass}
        value={query}
        onChange={(e) => setQuery(e.target.value)}
        onKeyDown={(e) => {
          if (e.key !== "ArrowDown" && e.key !== "Enter") return;
          e.preventDefault(); // Enter here picks nothing and must not send the form
          moveFrom(-1, 1);
        }}
      />
      <div
        ref={list}
        id={listId}
        role="group"
        aria-label={texts.options}
        className="max-h-48 space-y-0.5 overflow-y-auto rounded-lg p-1 ring-1 ring-slate-200 ring-inset"
        onKeyDown={(e) => {
          const at = boxes().indexOf(e.target as HTMLInputElement);
          const by = { ArrowDown: 1, ArrowUp: -1, Home: -at, End: Infinity }[e.key];
          if (at < 0 || by === undefined) return;
          e.preventDefault();
          moveFrom(at, by);
        }}
      >
        {shown.length ? (
          shown.map((c) => (
            <label
              key={c.value}
              className="flex cursor-pointer items-start gap-2 rounded-md px-2 py-1.5 text-sm text-slate-700 hover:bg-slate-50 has-[:focus-visible]:bg-slate-100"
            >
              <input
                type="checkbox"
                className="mt-0.5 size-4 shrink-0 rounded border-slate-300 accent-brand-600"
                checked={chosen.has(c.value)}
                onChange={() => toggle(c.value)}
                onKeyDown={(e) => e.key === "Enter" && e.preventDefault()}
              />
              <span className="min-w-0 break-words">{c.label}</span>
            </label>
          ))
        ) : (
          <p className="px-2 py-1.5 text-sm text-slate-500">{texts.noMatch(query.trim())}</p>
        )}
      </div>
    </div>
  );
}
