// Labelled form fields: each input gets a real <label> (never a placeholder alone).
import { useId, type ComponentProps, type ReactNode } from "react";
import { cn } from "~/lib/cn";

export const inputClass =
  "w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-slate-900 placeholder:text-slate-500 focus:border-emerald-600 disabled:opacity-60";

interface FieldProps {
  label: ReactNode;
  hint?: ReactNode;
  className?: string;
}

function Field({ label, hint, className, children }: FieldProps & { children: ReactNode }) {
  return (
    <div className={cn("space-y-1", className)}>
      {label}
      {children}
      {hint ? <p className="text-sm text-slate-600">{hint}</p> : null}
    </div>
  );
}

function Label({ htmlFor, children }: { htmlFor: string; children: ReactNode }) {
  return (
    <label htmlFor={htmlFor} className="block text-sm font-bold text-slate-800">
      {children}
    </label>
  );
}

export function TextField({
  label,
  hint,
  className,
  ...props
}: FieldProps & Omit<ComponentProps<"input">, "className">) {
  const id = useId();
  return (
    <Field label={<Label htmlFor={id}>{label}</Label>} hint={hint} className={className}>
      <input id={id} className={inputClass} {...props} />
    </Field>
  );
}

export function TextAreaField({
  label,
  hint,
  className,
  ...props
}: FieldProps & Omit<ComponentProps<"textarea">, "className">) {
  const id = useId();
  return (
    <Field label={<Label htmlFor={id}>{label}</Label>} hint={hint} className={className}>
      <textarea id={id} rows={3} className={inputClass} {...props} />
    </Field>
  );
}

export function SelectField({
  label,
  hint,
  className,
  options,
  ...props
}: FieldProps &
  Omit<ComponentProps<"select">, "className"> & { options: { value: string; label: string }[] }) {
  const id = useId();
  return (
    <Field label={<Label htmlFor={id}>{label}</Label>} hint={hint} className={className}>
      <select id={id} className={inputClass} {...props}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </Field>
  );
}
