// The quiz form's fields as the course page's action reads them (issue #16): one field per
// question, `q:<question id>`, holding the chosen option ids (a radio's one, or each checked
// checkbox). Bounded, so a crafted post cannot make the server sort through thousands of fields.
const MAX_FIELDS = 600;
const MAX_ID_LENGTH = 64;

export function chosenAnswers(form: FormData): Map<string, string[]> {
  const chosen = new Map<string, string[]>();
  let fields = 0;
  for (const [name, value] of form.entries()) {
    if (!name.startsWith("q:") || typeof value !== "string") continue;
    if (++fields > MAX_FIELDS) break;
    const questionId = name.slice(2);
    if (!questionId || questionId.length > MAX_ID_LENGTH || value.length > MAX_ID_LENGTH) continue;
    chosen.set(questionId, [...(chosen.get(questionId) ?? []), value]);
  }
  return chosen;
}
