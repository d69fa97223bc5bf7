import java.util.concurrent.CancellationException;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import java.util.concurrent.CompletionStage;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.function.BiConsumer;
import java.util.function.BiFunction;
import java.util.function.Consumer;
import java.util.function.Function;
import java.util.function.Supplier;

/* CompletableFuture composition, exception wrapping and toString. */
public class CompletableFutures {
    static String tail(Object o) {
        String s = String.valueOf(o);
        return s.substring(s.indexOf('['));
    }

    static Function<Integer, Integer> plus(final int k) {
        return new Function<Integer, Integer>() {
            public Integer apply(Integer x) {
                return x + k;
            }
        };
    }

    public static void main(String[] args) throws Exception {
        CompletableFuture<Integer> a = CompletableFuture.supplyAsync(new Supplier<Integer>() {
            public Integer get() {
                return 20;
            }
        });
        System.out.println("supplyAsync " + a.thenApply(plus(1)).thenApply(plus(1)).get());
        final StringBuilder sb = new StringBuilder();
        CompletableFuture<Void> run = CompletableFuture.runAsync(new Runnable() {
            public void run() {
                synchronized (sb) {
                    sb.append("ran");
                }
            }
        });
        run.join();
        synchronized (sb) {
            System.out.println("runAsync " + sb + " result " + run.get());
        }

        CompletableFuture<String> done = CompletableFuture.completedFuture("x");
        System.out.println(tail(done) + " " + done.isDone() + " getNow " + done.getNow("y"));
        CompletableFuture<String> inc = new CompletableFuture<String>();
        System.out.println(tail(inc) + " getNow " + inc.getNow("absent"));
        CompletableFuture<Void> accepted = inc.thenAccept(new Consumer<String>() {
            public void accept(String s) {
                System.out.println("accepted " + s);
            }
        });
        inc.thenRun(new Runnable() {
            public void run() {
                System.out.println("then run");
            }
        });
        System.out.println(tail(inc) + " deps " + inc.getNumberOfDependents());
        System.out.println("complete " + inc.complete("hello") + " again " + inc.complete("other"));
        accepted.join();
        System.out.println(tail(inc) + " " + inc.join());

        CompletableFuture<Integer> comb = CompletableFuture.completedFuture(6).thenCombine(
                CompletableFuture.supplyAsync(new Supplier<Integer>() {
                    public Integer get() {
                        return 7;
                    }
                }), new BiFunction<Integer, Integer, Integer>() {
                    public Integer apply(Integer x, Integer y) {
                        return x * y;
                    }
                });
        System.out.println("thenCombine " + comb.get(5, TimeUnit.SECONDS));
        CompletableFuture<String> comp = CompletableFuture.completedFuture(5)
                .thenCompose(new Function<Integer, CompletionStage<String>>() {
                    public CompletionStage<String> apply(final Integer x) {
                        return CompletableFuture.supplyAsync(new Supplier<String>() {
                            public String get() {
                                return "composed " + x;
                            }
                        });
                    }
                });
        System.out.println(comp.join());

        // Exceptions.
        CompletableFuture<Integer> failing = CompletableFuture.supplyAsync(new Supplier<Integer>() {
            public Integer get() {
                throw new IllegalStateException("supplier failed");
            }
        });
        try {
            failing.join();
        } catch (CompletionException e) {
            System.out.println("join: " + e + " | cause " + e.getCause());
        }
        try {
            failing.get();
        } catch (ExecutionException e) {
            System.out.println("get: " + e);
        }
        System.out.println("failing " + tail(failing) + " exceptionally " + failing.isCompletedExceptionally());
        CompletableFuture<Integer> dep = failing.thenApply(plus(1));
        try {
            dep.join();
        } catch (CompletionException e) {
            System.out.println("dependent: " + e.getMessage());
        }
        System.out.println("exceptionally " + failing.exceptionally(new Function<Throwable, Integer>() {
            public Integer apply(Throwable t) {
                System.out.println("  got " + t.getClass().getName() + " cause " + t.getCause().getMessage());
                return -1;
            }
        }).join());
        System.out.println("handle " + failing.handle(new BiFunction<Integer, Throwable, String>() {
            public String apply(Integer v, Throwable t) {
                return "v=" + v + " t=" + (t == null ? null : t.getClass().getSimpleName());
            }
        }).join());
        System.out.println("handle ok " + CompletableFuture.completedFuture(3).handle(new BiFunction<Integer, Throwable, String>() {
            public String apply(Integer v, Throwable t) {
                return "v=" + v + " t=" + t;
            }
        }).join());
        CompletableFuture<Integer> wc = CompletableFuture.completedFuture(9).whenComplete(new BiConsumer<Integer, Throwable>() {
            public void accept(Integer v, Throwable t) {
                System.out.println("whenComplete " + v + " " + t);
            }
        });
        System.out.println("whenComplete passes " + wc.join());
        CompletableFuture<Integer> wcThrows = CompletableFuture.completedFuture(9).whenComplete(new BiConsumer<Integer, Throwable>() {
            public void accept(Integer v, Throwable t) {
                throw new ArithmeticException("in action");
            }
        });
        System.out.println("whenComplete throwing: " + tail(wcThrows));

        CompletableFuture<String> direct = new CompletableFuture<String>();
        direct.completeExceptionally(new java.io.IOException("disk"));
        try {
            direct.join();
        } catch (CompletionException e) {
            System.out.println("join direct: " + e);
        }
        try {
            direct.get();
        } catch (ExecutionException e) {
            System.out.println("get direct: " + e);
        }
        System.out.println("exceptionally sees " + direct.exceptionally(new Function<Throwable, String>() {
            public String apply(Throwable t) {
                return t.toString();
            }
        }).join());
        System.out.println("chained sees " + direct.thenApply(new Function<String, String>() {
            public String apply(String s) {
                return s;
            }
        }).exceptionally(new Function<Throwable, String>() {
            public String apply(Throwable t) {
                return t.toString();
            }
        }).join());

        CompletableFuture<String> cancelled = new CompletableFuture<String>();
        System.out.println("cancel " + cancelled.cancel(true) + " isCancelled " + cancelled.isCancelled() + " "
                + cancelled.isCompletedExceptionally());
        try {
            cancelled.join();
        } catch (CancellationException e) {
            System.out.println("join cancelled: " + e);
        }
        try {
            cancelled.thenApply(new Function<String, String>() {
                public String apply(String s) {
                    return s;
                }
            }).join();
        } catch (CompletionException e) {
            System.out.println("dependent of cancelled: " + e);
        }
        try {
            new CompletableFuture<String>().get(1, TimeUnit.MILLISECONDS);
        } catch (TimeoutException e) {
            System.out.println("timeout: " + e);
        }

        // allOf / anyOf
        ExecutorService pool = Executors.newFixedThreadPool(2);
        CompletableFuture<?>[] cfs = new CompletableFuture<?>[5];
        final int[] squares = new int[5];
        for (int i = 0; i < 5; i++) {
            final int n = i;
            cfs[i] = CompletableFuture.runAsync(new Runnable() {
                public void run() {
                    squares[n] = n * n;
                }
            }, pool);
        }
        CompletableFuture.allOf(cfs).join();
        int sum = 0;
        for (int s : squares)
            sum += s;
        System.out.println("allOf sum " + sum + " empty " + CompletableFuture.allOf().isDone());
        CompletableFuture<Object> any = CompletableFuture.anyOf(new CompletableFuture<String>(),
                CompletableFuture.completedFuture("second"));
        System.out.println("anyOf " + any.join());
        CompletableFuture<Void> allFail = CompletableFuture.allOf(CompletableFuture.completedFuture(1), failing);
        try {
            allFail.join();
        } catch (CompletionException e) {
            System.out.println("allOf failed: " + e.getCause().getMessage());
        }
        System.out.println("thenApplyAsync on pool " + CompletableFuture.completedFuture(1).thenApplyAsync(plus(99), pool).join());
        pool.shutdown();
        pool.awaitTermination(5, TimeUnit.SECONDS);
        try {
            CompletableFuture.completedFuture(1).thenApplyAsync(plus(1), pool).join();
        } catch (CompletionException e) {
            System.out.println("rejected: " + e.getCause().getClass().getName());
        }
        try {
            CompletableFuture.completedFuture(1).thenApply(null);
        } catch (NullPointerException e) {
            System.out.println("null function: NPE");
        }
        System.out.println("either " + new CompletableFuture<Integer>().applyToEither(CompletableFuture.completedFuture(4), plus(10)).join());
    }
}
