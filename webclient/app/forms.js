// A refused form says what is wrong beside the field it is about, in the catalogue's words
// (./messages.js); only what belongs to no field of the form goes to the notice.  The next
// submit clears them.

import { h, notice } from "./dom.js";
import { explain, fieldErrors } from "./messages.js";

/** The control of `form` for the API's field `field`: by its name, or by a `data-field` that
 * lists the API's names it stands for (a select "limit" for turn_time_limit and time_control). */
function control(form, field) {
  return [...form.querySelectorAll("input, select, textarea")].find((input) =>
    input.name === field || (input.dataset.field || "").split(" ").includes(field));
}

export function formErrorsClear(form) {
  for (const node of form.querySelectorAll(".field-error")) node.remove();
  for (const input of form.querySelectorAll("[aria-invalid]")) {
    input.removeAttribute("aria-invalid");
    input.removeAttribute("aria-describedby");
  }
}

/** Show a refusal of `form`'s request: each field's words beside it (the first such field
 * takes the focus), anything else in the notice. */
export function formErrorsShow(form, error) {
  formErrorsClear(form);
  const sentence = explain(error);
  if (sentence === null) return; // asked from a page the person has left
  const errors = fieldErrors(error);
  const placed = [];
  for (const { field, text } of errors) {
    const input = control(form, field);
    if (!input) continue;
    const id = `${input.id || `${form.getAttribute("aria-label") || "form"}-${field}`.replace(/\W+/g, "-")}-error`;
    (input.closest(".field, .check") || input.parentElement).append(
      h("p", { class: "field-error", id }, text));
    input.setAttribute("aria-invalid", "true");
    input.setAttribute("aria-describedby", id);
    placed.push(input);
  }
  if (placed.length) placed[0].focus();
  if (placed.length < errors.length || !errors.length) notice(sentence);
}

/** A form's submit handler: its errors cleared and its submit button held while `action(form)`
 * runs; a refusal shown on the form. */
export function onSubmit(action) {
  return async (event) => {
    event.preventDefault();
    const form = event.currentTarget;
    const button = form.querySelector("button[type=submit]");
    formErrorsClear(form);
    if (button) button.disabled = true;
    try {
      await action(form);
    } catch (error) {
      formErrorsShow(form, error);
    } finally {
      if (button) button.disabled = false;
    }
  };
}
