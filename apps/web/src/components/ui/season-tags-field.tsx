import { useId } from 'react';
import { feastIds, seasonIds, seasonTagName, type SeasonTag } from '@ministry/contracts';

interface SeasonTagsFieldProps {
  /** The chosen seasons and feasts, in the order they were chosen. */
  value: readonly SeasonTag[];
  onChange: (tags: SeasonTag[]) => void;
  onBlur?: () => void;
  /** The field's problem ("Seasons and feasts must be at most 10 …"). */
  error?: string | undefined;
  disabled?: boolean;
}

const GROUPS = [
  { name: 'Seasons', tags: seasonIds },
  { name: 'Feasts', tags: feastIds },
] as const;

/**
 * "Seasons and feasts": which times of the Church year a product, post or pearl suits (the home
 * page's "For this season", the pearl of the day). Checkboxes grouped as Seasons and Feasts,
 * each group folded away until opened unless something in it is chosen, so the forty-odd
 * choices stay usable on a phone.
 */
export function SeasonTagsField({
  value,
  onChange,
  onBlur,
  error,
  disabled,
}: SeasonTagsFieldProps) {
  const id = useId();
  const toggle = (tag: SeasonTag, checked: boolean) =>
    onChange(checked ? [...value, tag] : value.filter((chosen) => chosen !== tag));
  return (
    <fieldset aria-describedby={`${id}-hint`} aria-invalid={error ? true : undefined}>
      <legend className="mb-1 text-sm font-semibold text-ink-900">Seasons and feasts</legend>
      <p id={`${id}-hint`} className="mb-3 text-xs text-ink-500">
        Shown on the home page in these seasons and on these feasts. At most 10.
      </p>
      <div className="space-y-3">
        {GROUPS.map((group) => {
          const chosen = group.tags.filter((tag) => value.includes(tag));
          return (
            <details
              key={group.name}
              open={chosen.length > 0 || undefined}
              className="rounded-md border border-parchment-300 bg-parchment-50/60"
            >
              <summary className="cursor-pointer px-3 py-2 text-sm font-semibold text-ink-900">
                {group.name}
                {chosen.length > 0 ? (
                  <span className="ml-2 font-normal text-ink-500">({chosen.length} chosen)</span>
                ) : null}
              </summary>
              <div className="grid gap-2 px-3 pb-3 sm:grid-cols-2 lg:grid-cols-3">
                {group.tags.map((tag) => (
                  <label
                    key={tag}
                    className="flex cursor-pointer items-center gap-2 rounded-md border border-parchment-300 bg-white px-3 py-2 text-sm has-checked:border-burgundy-700 has-checked:bg-burgundy-50"
                  >
                    <input
                      type="checkbox"
                      value={tag}
                      checked={value.includes(tag)}
                      disabled={disabled}
                      onChange={(event) => toggle(tag, event.target.checked)}
                      onBlur={onBlur}
                      className="size-4 accent-burgundy-700"
                    />
                    {seasonTagName(tag)}
                  </label>
                ))}
              </div>
            </details>
          );
        })}
      </div>
      {error ? (
        <p role="alert" className="mt-2 text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
