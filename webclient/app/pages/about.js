// About the service, for the curious and for developers: what it is, and where its API is
// described (the only page that links to the API's documentation).

import { h, mount } from "../dom.js";

export function render() {
  mount(h("section", { class: "panel about" },
    h("h1", {}, "About this service"),
    h("p", {}, "Knock-Out Whist and classic Whist against friends and the computer, played at "
      + "your own pace: a move can wait minutes or days, and the table tells you when it is your turn."),
    h("p", {}, "Every deal is shuffled before the game begins and locked in: when the game is over, "
      + "its replay checks in your browser that the cards were the ones promised."),
    h("h2", {}, "For developers"),
    h("p", {}, "Everything this page does goes through a public web API, which your own programs may use too:"),
    h("ul", {},
      h("li", {}, h("a", { href: "/api/v1/docs" }, "API documentation"), " (try the calls in the browser)"),
      h("li", {}, h("a", { href: "/api/v1/redoc" }, "API reference"), " (the same, to read)"),
      h("li", {}, h("a", { href: "/api/v1/schema" }, "OpenAPI schema"), " (for tools)")),
    h("p", {}, h("a", { href: "#/" }, "Back to my games"))));
}
