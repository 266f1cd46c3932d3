import type { MailingList } from '@ministry/contracts';

/** The lists to choose, one checkbox each with its description: the subscribe form's and the preferences'. */
export function ListCheckboxes({
  lists,
  chosen,
  className,
}: {
  lists: readonly MailingList[];
  chosen: ReadonlySet<string>;
  className?: string;
}) {
  return (
    <ul className={className}>
      {lists.map((list) => (
        <li key={list.id}>
          <label className="flex items-start gap-2">
            <input
              type="checkbox"
              name="lists"
              value={list.id}
              defaultChecked={chosen.has(list.id)}
              className="mt-1.5 size-4 accent-burgundy-700"
            />
            <span>
              {list.name}
              {list.description && (
                <span className="block text-sm text-ink-500">{list.description}</span>
              )}
            </span>
          </label>
        </li>
      ))}
    </ul>
  );
}
