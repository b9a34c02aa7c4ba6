import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { CheckboxField, SelectField, TextAreaField, TextField } from "./field";
import { fieldIds, type FieldState } from "./field-state";

const state = (overrides: Partial<FieldState> = {}): FieldState => ({
  ...fieldIds("f-name"),
  name: "name",
  errors: undefined,
  defaultValue: undefined,
  required: false,
  ...overrides,
});

const html = (element: React.ReactElement) => renderToStaticMarkup(element);

describe("kit fields", () => {
  it("ties the label to the control and says nothing more when the field is valid and optional", () => {
    const out = html(<TextField field={state()} label="Name" />);
    expect(out).toContain('<label for="f-name" class="block text-sm font-medium text-slate-800">Name</label>');
    expect(out).toContain('id="f-name"');
    expect(out).not.toContain("aria-invalid=");
    expect(out).not.toContain("aria-describedby=");
  });

  it("marks a required field with a visible star and words for screen readers", () => {
    const out = html(<TextField field={state({ required: true })} label="Name" />);
    expect(out).toContain(
      '<span class="text-red-700" aria-hidden="true"> *</span><span class="sr-only"> (required)</span>',
    );
    expect(out).toContain('required=""');
  });

  it("leaves the mark off when asked, but keeps the control required", () => {
    const out = html(
      <TextField field={state({ required: true })} label="Password" type="password" markRequired={false} />,
    );
    expect(out).toContain(">Password</label>");
    expect(out).toContain('required=""');
  });

  it("describes the control by its error first, then its hint", () => {
    const out = html(
      <TextAreaField field={state({ errors: ["Name is required."] })} label="Name" rows={3} hint="As on your ID." />,
    );
    expect(out).toContain('aria-invalid="true"');
    expect(out).toContain('aria-describedby="f-name-error f-name-hint"');
    expect(out).toContain('<p id="f-name-hint" class="mt-1 text-sm text-slate-600">As on your ID.</p>');
    expect(out).toContain('<p id="f-name-error" class="mt-1 text-sm font-medium text-red-700">Name is required.</p>');
  });

  it("never writes a password back into the page", () => {
    const out = html(<TextField field={state({ defaultValue: "hunter2" })} label="Password" type="password" />);
    expect(out).not.toContain("hunter2");
    expect(html(<TextField field={state({ defaultValue: "Ada" })} label="Name" />)).toContain('value="Ada"');
  });

  it("passes the HTML constraints on", () => {
    const out = html(<TextField field={state({ maxLength: 120, minLength: 2, pattern: "\\d{6}" })} label="Code" />);
    expect(out).toContain('minLength="2"');
    expect(out).toContain('maxLength="120"');
    expect(out).toContain('pattern="\\d{6}"');
  });

  it("offers an empty first choice in a select only with a placeholder", () => {
    const options = [{ value: "a", label: "A" }];
    expect(html(<SelectField field={state()} label="Pick" options={options} placeholder="Choose one" />)).toContain(
      '<option value="">Choose one</option><option value="a">A</option>',
    );
    expect(html(<SelectField field={state()} label="Pick" options={options} />)).not.toContain('<option value="">');
  });

  it("ticks a checkbox whose value was 'on'", () => {
    expect(html(<CheckboxField field={state({ defaultValue: "on" })} label="Yes" />)).toContain('checked=""');
    expect(html(<CheckboxField field={state()} label="Yes" />)).not.toContain("checked");
  });
});
