export class MyApp {
  public message = 'Hello World!';
  public count = 0;

  public increment(): void {
    this.count++;
  }
}
