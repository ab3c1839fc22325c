package io.nlguard.clients;

import jakarta.persistence.Entity;
import jakarta.persistence.GeneratedValue;
import jakarta.persistence.GenerationType;
import jakarta.persistence.Id;
import jakarta.persistence.Table;

/** A customer, mapped for Hibernate; its ids come from a sequence, as Hibernate 6 makes them by default. */
@Entity
@Table(name = "customers")
public class ShopCustomer {

    @Id
    @GeneratedValue(strategy = GenerationType.SEQUENCE)
    private Long id;

    private String name;

    private String city;

    protected ShopCustomer() {
    }

    ShopCustomer(String name, String city) {
        this.name = name;
        this.city = city;
    }

    Long id() {
        return id;
    }

    String name() {
        return name;
    }

    String city() {
        return city;
    }
}
