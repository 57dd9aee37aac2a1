import { Component, State, h } from '@stencil/core';

@Component({
  tag: 'app-home',
  styleUrl: 'app-home.css',
  shadow: true,
})
export class AppHome {
  @State() count = 0;

  render() {
    return (
      <div class="app-home">
        <p>
          Welcome to the Stencil App Starter. You can use this starter to build entire apps all with web components using Stencil!
          Check out our docs on <a href="https://stenciljs.com">stenciljs.com</a> to get started.
        </p>
        <button onClick={() => this.count++}>Clicked {this.count} times</button>
      </div>
    );
  }
}
