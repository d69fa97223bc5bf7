package java.io;

public interface ObjectInputValidation {
    void validateObject() throws InvalidObjectException;
}
