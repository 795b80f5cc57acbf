import { type AnswerKind, answerKinds, slotsOf } from '@/functions/answers.js';

/**
 * Where an answer's values go in its page: `{{name}}`, which the function fills, escaped, per
 * request (functions/answers.js defines each kind's values; the build refuses a page that shows
 * any other).
 */
export type Slots<K extends AnswerKind> = ReturnType<typeof slotsOf<K>>;

/** The answers that show a value named `V`. */
export type KindWith<V extends string> = {
  [K in AnswerKind]: V extends (typeof answerKinds)[K]['values'][number] ? K : never;
}[AnswerKind];

/** Whether answers of `kind` show the value `name`. */
export const shows = <V extends string>(kind: AnswerKind, name: V): kind is KindWith<V> =>
  (answerKinds[kind].values as readonly string[]).includes(name);
