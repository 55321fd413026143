import { inputClass } from '@sanam/ui/field.tsx';

type Props = {
  id: string;
  /** read by screen readers; the placeholder says what can be searched */
  label: string;
  placeholder: string;
  value: string;
  onChange: (text: string) => void;
  /** the server's limit on the search text */
  maxLength?: number;
  /** its width in the bar it stands in */
  className?: string;
};

/** The search above a list, labelled for screen readers only. */
export function SearchBox({
  id,
  label,
  placeholder,
  value,
  onChange,
  maxLength,
  className = 'min-w-48 flex-1 sm:max-w-sm',
}: Props) {
  return (
    <div className={className}>
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <input
        id={id}
        type="search"
        value={value}
        maxLength={maxLength}
        onChange={(event) => onChange(event.target.value)}
        placeholder={placeholder}
        className={inputClass}
      />
    </div>
  );
}
