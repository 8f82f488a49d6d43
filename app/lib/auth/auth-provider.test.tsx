import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { AuthProvider, useAuth } from "./auth-provider.tsx";

function Probe() {
  const { user, loading, needsSecondFactor } = useAuth();
  return <p>{JSON.stringify({ user, loading, needsSecondFactor })}</p>;
}

describe("AuthProvider", () => {
  it("renders during pre-rendering (no window) in its loading, signed-out state", () => {
    expect(typeof window).toBe("undefined");
    const html = renderToString(
      <AuthProvider>
        <Probe />
      </AuthProvider>,
    );
    expect(html).toContain(JSON.stringify({ user: null, loading: true, needsSecondFactor: false }).replaceAll('"', "&quot;"));
  });

  it("useAuth outside the provider says what is wrong", () => {
    expect(() => renderToString(<Probe />)).toThrow("useAuth must be used within an AuthProvider");
  });
});
