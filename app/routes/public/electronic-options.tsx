import type { MetaFunction } from "react-router";
import { StepPage } from "#app/features/process/step-page.tsx";
import { routeMeta } from "#app/features/process/route-meta.ts";

const PATH = "/electronic-options";

export const meta: MetaFunction = () => routeMeta(PATH);

export default function Page() {
  return <StepPage path={PATH} />;
}
