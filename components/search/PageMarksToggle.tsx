'use client';
// The modal footer's switch for marks on the page a result opens (lib/search/page-marks.ts).
import { useState } from 'react';
import { readChoice, saveChoice } from '@/lib/browser/reader-choices';
import { pageMarksOn, PAGE_MARKS_KEY } from '@/lib/search/page-marks';

export function PageMarksToggle({ label }: { label: string }) {
  const [on, setOn] = useState(() => pageMarksOn(readChoice(PAGE_MARKS_KEY)));
  return (
    <label className="search-marks-toggle">
      <input
        type="checkbox"
        checked={on}
        onChange={(e) => {
          setOn(e.target.checked);
          saveChoice(PAGE_MARKS_KEY, e.target.checked ? 'on' : 'off');
        }}
      />
      {label}
    </label>
  );
}
