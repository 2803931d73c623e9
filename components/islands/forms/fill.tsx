import { Fragment, type ReactNode } from 'react'

/** Fills `{name}` placeholders of a content text with strings or elements (links, for example); only the values' own names count, as in fillText. */
export function fill(text: string, values: Record<string, ReactNode>): ReactNode[] {
  return text.split(/(\{\w+\})/).map((part, index) => {
    const key = /^\{(\w+)\}$/.exec(part)?.[1]
    return <Fragment key={index}>{key !== undefined && Object.hasOwn(values, key) ? values[key] : part}</Fragment>
  })
}
