// Images drawn on the server, kept in this process (certificates, issue #16; share cards, issue
// #17): a drawing takes tens of milliseconds of CPU and its bytes never change for a key that names
// what it shows, so one drawing serves every later request, also those the page cache does not
// keep (signed-in learners, an added query string). The most recently used `limit` are kept; a
// drawing that fails is forgotten, so the next request tries again.
export class DrawnImages {
  private readonly images = new Map<string, Promise<Buffer>>();

  constructor(private readonly limit: number) {}

  get(key: string, draw: () => Promise<Buffer>): Promise<Buffer> {
    const known = this.images.get(key);
    if (known) {
      // Most recently used last: the first entry is the one to drop.
      this.images.delete(key);
      this.images.set(key, known);
      return known;
    }
    const drawing = draw();
    this.images.set(key, drawing);
    drawing.catch(() => this.images.delete(key));
    while (this.images.size > this.limit) {
      this.images.delete(this.images.keys().next().value as string);
    }
    return drawing;
  }
}
