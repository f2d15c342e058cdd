import { mkdir } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { TaskStatus } from "@gifkit/contracts";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fixture } from "../../server/test/helpers/fixtures.ts";
import { makeSlowGif } from "../../server/test/helpers/slow-gif.ts";
import type { TestServer } from "../../server/test/helpers/test-server.ts";
import {
  launchChromium,
  newPageAt,
  openEditorWith,
  seriousAxeViolations,
  startSiteServer,
} from "./helpers/site.ts";

/**
 * Never lose a person's work (issue 24), in Chromium at 375 and 1280 px: every task has its own
 * address (`?task=<id>`), so Back, Forward and Reload keep the step (mid-task and after the
 * result), a task's address opens in a fresh browser, an unknown one says it is no longer kept,
 * and Cancel stops the server's task (CANCELLED, no file left) and keeps the editor's settings.
 * Screenshots go to /tmp/task-address-shots/.
 */
describe("Task addresses, Back/Forward/Reload and Cancel", () => {
  let server: TestServer;
  let browser: Browser;
  let slowGif: string;
  const screenshotDir = join(tmpdir(), "task-address-shots");

  beforeAll(async () => {
    [server, browser, slowGif] = await Promise.all([
      startSiteServer({ WORKER_CONCURRENCY: "1" }),
      launchChromium(),
      makeSlowGif(),
    ]);
    await mkdir(screenshotDir, { recursive: true });
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  /**
   * Keeps the one worker busy with slow tasks started through the queue (no browser upload), so
   * the browser's task waits in the queue for as long as the test needs it unfinished.
   */
  const occupyWorker = async (count = 3) => {
    const { queue, store } = server.runtime.services;
    const ids: string[] = [];
    for (let index = 0; index < count; index++) {
      const input = await store.putFile(slowGif, {
        contentType: "image/gif",
        downloadName: "slow.gif",
        role: "input",
        taskId: null,
      });
      const record = await queue.submit(
        { tool: "reverse", options: {}, inputKeys: [input.key], inputUrls: [] },
        null,
      );
      ids.push(record.id);
    }
    return async () => {
      for (const id of ids) await fetch(`${server.baseUrl}/api/task/${id}`, { method: "DELETE" });
    };
  };
  const statusOf = async (taskId: string) =>
    (await (await fetch(`${server.baseUrl}/api/task-status/${taskId}`)).json()) as TaskStatus;
  const taskIn = (page: Page) => new URL(page.url()).searchParams.get("task");
  const speedReady = (page: Page) =>
    page.getByRole("heading", { name: "Your GIF with its new speed is ready!" });
  const reverseReady = (page: Page) =>
    page.getByRole("heading", { name: "Your reversed GIF is ready!" });

  for (const width of [375, 1280]) {
    // History and addresses are the same logic at every width: checked once, on a phone, where
    // Back is used most; the 1280 px screens are those of every other flow (issue 23: time).
    if (width === 375)
      it(`${width} px: Back, Forward and Reload keep the step; a task's address opens anywhere`, async () => {
        const page = await newPageAt(browser, width);
        const dialogs: string[] = [];
        page.on("dialog", (dialog) => {
          dialogs.push(dialog.type());
          void dialog.accept();
        });
        const base = server.baseUrl;

        // Upload → editor → result: the task's id goes in the address as a new history entry.
        await openEditorWith(page, `${base}/speed`, fixture("gif/cogs.gif"));
        await page.getByLabel("Speed", { exact: true }).fill("3");
        await page.getByRole("button", { name: "Change Speed", exact: true }).click();
        await page.waitForURL(/\/speed\?task=[0-9a-f]{32}$/);
        const speedTask = taskIn(page) as string;
        await speedReady(page).waitFor({ timeout: 60_000 });

        // Back: the editor with the same input and settings; Forward: the same result.
        await page.goBack();
        await page.waitForURL(`${base}/speed`);
        await page.getByRole("button", { name: "Change Speed", exact: true }).waitFor();
        expect(await page.getByLabel("Speed", { exact: true }).inputValue()).toBe("3");
        expect(await page.getByRole("img", { name: /cogs\.gif/ }).count()).toBeGreaterThan(0);
        await page.goForward();
        await speedReady(page).waitFor();
        expect(taskIn(page)).toBe(speedTask);

        // Reload after the result: the same task's result, not a blank start page, in the page's
        // own header and footer (issue 41: the task drawn at hydration did not match the
        // prerendered HTML, React error #418, and the page was drawn again without them).
        const pageErrors: string[] = [];
        page.on("pageerror", (error) => pageErrors.push(error.message));
        await page.reload();
        await speedReady(page).waitFor();
        expect(taskIn(page)).toBe(speedTask);
        await expect.poll(() => page.locator("[data-hydrated]").count()).toBe(1);
        expect(
          await page
            .getByRole("banner")
            .getByRole("link", { name: /GifKit/ })
            .first()
            .isVisible(),
        ).toBe(true);
        expect(await page.getByRole("contentinfo").isVisible()).toBe(true);
        expect(pageErrors).toEqual([]);
        await page.screenshot({ path: join(screenshotDir, `${width}-reloaded-result.png`) });

        // "Edit this GIF" in another tool, then Back: the first tool's result again.
        const keptKey = new URL(
          (await page.locator("[data-edit-next='reverse']").getAttribute("href")) ?? "",
          base,
        ).searchParams.get("source");
        await page.locator("[data-edit-next='reverse']").click();
        await page.waitForURL(/\/reverse\?source=[0-9a-f]{32}$/);
        await page.getByRole("button", { name: "Reverse GIF", exact: true }).waitFor();
        await page.goBack();
        await speedReady(page).waitFor();
        expect(taskIn(page)).toBe(speedTask);
        // Forward again: the other tool's editor on the same kept GIF.
        await page.goForward();
        await page.waitForURL(`${base}/reverse?source=${keptKey}`);
        await page.getByRole("button", { name: "Reverse GIF", exact: true }).waitFor();
        await page.goBack();
        await speedReady(page).waitFor();

        // A kept GIF as the input (`?source=`): after a reload on the task's address, Back finds
        // the editor on the same GIF with the settings that task was started with.
        await page.goto(`${base}/speed?source=${keptKey}`);
        await page.getByLabel("Speed", { exact: true }).fill("0.5");
        await page.getByRole("button", { name: "Change Speed", exact: true }).click();
        await page.waitForURL(/\/speed\?source=[0-9a-f]{32}&task=[0-9a-f]{32}$/);
        await speedReady(page).waitFor({ timeout: 60_000 });
        await page.reload();
        await speedReady(page).waitFor();
        await page.goBack();
        await page.waitForURL(`${base}/speed?source=${keptKey}`);
        await page.getByRole("button", { name: "Change Speed", exact: true }).waitFor();
        expect(await page.getByLabel("Speed", { exact: true }).inputValue()).toBe("0.5");

        // A task's address in a fresh browser context shows its result; an unknown one says so.
        const fresh = await newPageAt(browser, width);
        await fresh.goto(`${base}/speed?task=${speedTask}`);
        await speedReady(fresh).waitFor();
        expect(
          await fresh.getByRole("link", { name: "Download speed.gif" }).getAttribute("download"),
        ).toBe("speed.gif");
        expect(await seriousAxeViolations(fresh, { include: "[data-tool-workspace]" })).toEqual([]);
        await fresh.goto(`${base}/speed?task=${"0".repeat(32)}`);
        await fresh
          .getByText(
            "This task is no longer kept: results and their status are deleted 60 minutes after they are made.",
            { exact: false },
          )
          .waitFor();
        await fresh.screenshot({ path: join(screenshotDir, `${width}-expired.png`) });
        await fresh.context().close();

        // Reload in the middle of a task: a question first (a task is running), then the same
        // task's progress, then its result.
        const release = await occupyWorker();
        // Same context: the consent banner was answered already (openEditorWith would wait for it).
        await page.goto(`${base}/reverse`);
        await page.locator("[data-tool-workspace][data-interactive]").waitFor();
        await page.locator('input[type="file"]').setInputFiles(fixture("gif/cogs.gif"));
        await page.getByRole("button", { name: "Reverse GIF", exact: true }).click();
        await page.waitForURL(/\/reverse\?task=[0-9a-f]{32}$/);
        const reverseTask = taskIn(page) as string;
        expect((await statusOf(reverseTask)).state).toBe("PENDING");
        await page.reload();
        expect(dialogs).toContain("beforeunload");
        await page.locator("[data-task-progress]").waitFor();
        expect(taskIn(page)).toBe(reverseTask);
        await page.screenshot({ path: join(screenshotDir, `${width}-reloaded-mid-task.png`) });
        await release();
        await reverseReady(page).waitFor({ timeout: 60_000 });
        expect(taskIn(page)).toBe(reverseTask);
        // Back from there: the chosen file cannot survive a reload, and the page says so.
        await page.goBack();
        await page.getByText("Choose cogs.gif again", { exact: false }).waitFor();
        await page.screenshot({ path: join(screenshotDir, `${width}-file-not-kept.png`) });
        await page.context().close();
      });

    it(`${width} px: Cancel stops the server's task, leaves no file and keeps the editor`, async () => {
      const page = await newPageAt(browser, width);
      page.on("dialog", (dialog) => void dialog.accept());
      const release = await occupyWorker();
      await openEditorWith(page, `${server.baseUrl}/reverse`, fixture("gif/cogs.gif"));
      await page.getByRole("button", { name: "Reverse GIF", exact: true }).click();
      await page.waitForURL(/\/reverse\?task=[0-9a-f]{32}$/);
      const taskId = taskIn(page) as string;
      const inputKeys = (await server.runtime.services.queue.get(taskId))?.payload.inputKeys ?? [];
      await page.locator("[data-task-progress]").getByRole("button", { name: "Cancel" }).click();

      await page.getByText("Cancelled. Your settings are kept", { exact: false }).waitFor();
      expect(await page.getByRole("alert").count()).toBe(0);
      await expect.poll(async () => (await statusOf(taskId)).state).toBe("CANCELLED");
      expect((await statusOf(taskId)).status).toBe("Cancelled.");
      expect(taskIn(page)).toBeNull();
      // The record says CANCELLED as soon as it is written; its files are deleted just after.
      const left = async () => {
        const keys: string[] = [];
        for await (const blob of server.runtime.services.store.list())
          if (blob.metadata.taskId === taskId || inputKeys.includes(blob.key)) keys.push(blob.key);
        return keys;
      };
      await expect.poll(left, { timeout: 5_000 }).toEqual([]);
      await page.screenshot({ path: join(screenshotDir, `${width}-cancelled.png`) });
      expect(await seriousAxeViolations(page, { include: "[data-tool-workspace]" })).toEqual([]);

      // The editor is still there with its file: the next task starts at once and finishes.
      await release();
      await page.getByRole("button", { name: "Reverse GIF", exact: true }).click();
      await reverseReady(page).waitFor({ timeout: 30_000 });
      await page.context().close();
    });
  }
});
