/** One document of the demo world: its id and data (the builders in this folder return lists of them). */
export interface SeedDoc<T> {
  id: string;
  data: T;
}
