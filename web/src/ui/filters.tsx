// The pieces of a list's filter bar: a select with an accessible name, and the typed text settled
// after a pause (so a search does not query on every key).
import { NativeSelect } from '@chakra-ui/react';
import { useEffect, useState } from 'react';

export function FilterSelect<V extends string>({ label, value, onChange, options, maxW }: { label: string; value: V; onChange: (value: V) => void; options: readonly { value: V; label: string }[]; maxW?: string }) {
  return (
    <NativeSelect.Root maxW={maxW ? { md: maxW } : undefined}>
      <NativeSelect.Field aria-label={label} value={value} onChange={(e) => onChange(e.target.value as V)} bg="bg">
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}

/** `text` trimmed, once it has stopped changing for `ms`. */
export function useSettled(text: string, ms = 300): string {
  const [settled, setSettled] = useState(text.trim());
  useEffect(() => {
    const timer = setTimeout(() => setSettled(text.trim()), ms);
    return () => clearTimeout(timer);
  }, [text, ms]);
  return settled;
}
