/**
 * A route's reply whose JSON body is already written (lib/bookings/serialize-sql.ts): route() sends
 * it as it is. `T` is the value it is the JSON of, for the route's reply type.
 */
export class JsonText<T> {
  declare readonly of?: T;
  constructor(readonly text: string) {}
}
