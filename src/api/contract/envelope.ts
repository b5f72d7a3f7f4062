/** Every response: `{ code, message, data }`; `data` may carry its own code and message. */
export interface EnvelopeOf<T> {
  code: number;
  message: string;
  data: T;
}
