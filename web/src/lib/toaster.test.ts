import { toaster } from "./toaster";

describe("toaster (one at a time, 5000 ms, F8)", () => {
  it("shows one toast at a time for 5000 ms at the bottom end, F8 focuses it", () => {
    expect(toaster.attrs).toMatchObject({ placement: "bottom-end", max: 1, duration: 5000, hotkey: ["F8"] });
  });
});
