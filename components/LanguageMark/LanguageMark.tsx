/** The mark on an item shown in English for want of a translation ("În engleză"); styled in renderer/styles/base.css. */
export function LanguageMark({ label }: { label: string }) {
  return <span className="language-mark">{label}</span>
}
