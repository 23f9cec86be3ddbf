/**
 * A Python exception object used as a value: ModifyAgenda returns one as its `output` (spec §7
 * B12). Python compares it by identity, so it equals nothing but itself.
 */
export class ErrorValue {
  constructor(readonly message: string) {}
  toJSON(): string {
    return this.message;
  }
}
