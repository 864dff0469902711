import { renderHook } from "@testing-library/react";
import { usernameFromEmail } from "./authSchemas";
import { useAuth } from "./useAuth";

describe("useAuth", () => {
  it("throws outside its provider", () => {
    const spy = jest.spyOn(console, "error").mockImplementation(() => undefined);
    expect(() => renderHook(() => useAuth())).toThrow("useAuth must be used within an AuthProvider");
    spy.mockRestore();
  });
});

describe("usernameFromEmail", () => {
  it("is the part before the @", () => {
    expect(usernameFromEmail(" jane.doe@acme.example ")).toBe("jane.doe");
  });
});
