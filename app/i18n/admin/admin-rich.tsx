// An admin message whose placeholders are elements, not text (issue #27 item 7): a name in its
// own <span dir="auto">, a phone number in <bdi>, a role in <strong>. The catalogue's template is
// cut at each {placeholder} and the parts put in order, so each language places them where its
// sentence needs them. A placeholder without a part is left as written (a test catches it).
import { Fragment, type ReactNode } from "react";

export function richAdminMessage(template: string, parts: Record<string, ReactNode>): ReactNode {
  const pieces = template.split(/\{(\w+)\}/);
  return pieces.map((piece, index) => {
    // split with a capture group: odd indexes are the placeholders' names.
    if (index % 2 === 0) return piece === "" ? null : <Fragment key={index}>{piece}</Fragment>;
    return <Fragment key={index}>{piece in parts ? parts[piece] : `{${piece}}`}</Fragment>;
  });
}
